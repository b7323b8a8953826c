import { describe, expect, it } from 'vitest';
import { viewColumnOrigins } from './view-origins';

// The shape of pg_rewrite.ev_action for `select t.id as vid, t."odd name(x)", (select 1), x.n
// from t, (select 'a b)' as n) x`: a subquery in the range table has a target list of its
// own, a name carries escaped brackets and spaces, and a constant is written as its bytes.
const VIEW = [
  '({QUERY :commandType 1 :querySource 0 :utilityStmt <> :cteList <>',
  ' :rtable ({RANGETBLENTRY :alias {ALIAS :aliasname t :colnames <>} :eref {ALIAS :aliasname t :colnames ("id" "odd name(x)")} :rtekind 0 :relid 16401 :relkind r}',
  ' {RANGETBLENTRY :alias {ALIAS :aliasname x :colnames <>} :eref {ALIAS :aliasname x :colnames ("n")} :rtekind 1',
  ' :subquery {QUERY :commandType 1 :rtable <> :targetList ({TARGETENTRY :expr {CONST :consttype 25 :constisnull false :constvalue 8 [ 32 0 0 0 97 32 98 41 ]} :resno 1 :resname n :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false})}})',
  ' :jointree {FROMEXPR :fromlist ({RANGETBLREF :rtindex 1} {RANGETBLREF :rtindex 2}) :quals <>}',
  ' :targetList ({TARGETENTRY :expr {VAR :varno 1 :varattno 1 :location -1} :resno 1 :resname vid :ressortgroupref 0 :resorigtbl 16401 :resorigcol 1 :resjunk false}',
  ' {TARGETENTRY :expr {VAR :varno 1 :varattno 2} :resno 2 :resname odd\\ name\\(x\\) :ressortgroupref 0 :resorigtbl 16401 :resorigcol 2 :resjunk false}',
  ' {TARGETENTRY :expr {SUBLINK :subLinkType 4 :subselect {QUERY :targetList ({TARGETENTRY :resno 1 :resname ?column? :resorigtbl 0 :resorigcol 0 :resjunk false})}} :resno 3 :resname ?column? :resorigtbl 0 :resorigcol 0 :resjunk false}',
  ' {TARGETENTRY :expr {VAR :varno 2 :varattno 1} :resno 4 :resname n :resorigtbl 0 :resorigcol 0 :resjunk false}',
  ' {TARGETENTRY :expr {VAR :varno 1 :varattno 1} :resno 5 :resname sortkey :resorigtbl 16401 :resorigcol 1 :resjunk true})',
  ' :override 0 :onConflict <> :returningList <>})',
].join('');

describe('viewColumnOrigins', () => {
  it("reads each column's origin from the view's own target list, not a subquery's", () => {
    expect(viewColumnOrigins(VIEW)).toEqual([
      { position: 1, relation: 16401, attribute: 1 },
      { position: 2, relation: 16401, attribute: 2 },
      { position: 3, relation: 0, attribute: 0 },
      { position: 4, relation: 0, attribute: 0 },
    ]);
  });

  it('gives no origins for text that is not a node tree', () => {
    expect(viewColumnOrigins('')).toEqual([]);
    expect(viewColumnOrigins('({QUERY :targetList (')).toEqual([]);
    expect(viewColumnOrigins('not a tree')).toEqual([]);
  });
});
