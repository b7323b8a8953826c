import { describe, expect, it } from 'vitest';
import {
  buildSchemaGraph,
  findRelationships,
  noRelationship,
  type ForeignKeyRow,
  type GraphSource,
} from './relationships';

const t = (oid: number, name: string, schema = 'public') => ({ oid, schema, name });
const fk = (
  name: string,
  table: ReturnType<typeof t>,
  columns: [number, string][],
  foreignTable: ReturnType<typeof t>,
  foreignColumns: [number, string][],
  unique = false,
): ForeignKeyRow => ({ name, table, columns, foreignTable, foreignColumns, unique });

const FOLDERS = t(1, 'folders');
const BOARDS = t(2, 'boards');
const MEMBERS = t(3, 'members');
const POSTS = t(4, 'posts');
const TAGS = t(5, 'tags');
const POST_TAGS = t(6, 'post_tags');
const HIDDEN = t(7, 'badges', 'hidden');

const SOURCE: GraphSource = {
  schema: 'public',
  foreignKeys: [
    fk('folders_parent_id_fkey', FOLDERS, [[3, 'parent_id']], FOLDERS, [[1, 'id']]),
    fk('boards_parent_fkey', BOARDS, [[3, 'parent']], BOARDS, [[1, 'id']]),
    fk('boards_main_fkey', BOARDS, [[4, 'main']], BOARDS, [[1, 'id']]),
    fk('posts_handle_fkey', POSTS, [[2, 'handle']], MEMBERS, [[1, 'handle']]),
    fk('post_tags_post_fkey', POST_TAGS, [[1, 'post_id']], POSTS, [[1, 'id']]),
    fk('post_tags_tag_fkey', POST_TAGS, [[2, 'tag_id']], TAGS, [[1, 'id']]),
    fk('badges_handle_fkey', HIDDEN, [[3, 'handle']], MEMBERS, [[1, 'handle']]),
  ],
  primaryKeys: [
    {
      table: POST_TAGS,
      columns: [
        [1, 'post_id'],
        [2, 'tag_id'],
      ],
    },
    { table: POSTS, columns: [[1, 'id']] },
  ],
  views: [
    {
      ...t(10, 'recent_posts'),
      columns: new Map([
        [1, 'id'],
        [2, 'author'],
      ]),
      origins: [
        { position: 1, relation: 4, attribute: 1 },
        { position: 2, relation: 4, attribute: 2 },
      ],
    },
    {
      // A view of a view: its column comes from posts through recent_posts.
      ...t(11, 'top_posts'),
      columns: new Map([[1, 'writer']]),
      origins: [{ position: 1, relation: 10, attribute: 2 }],
    },
    {
      ...t(12, 'badges'),
      columns: new Map([[1, 'holder']]),
      origins: [{ position: 1, relation: 7, attribute: 3 }],
    },
  ],
  computed: [{ fn: 'tags', table: 'posts', foreignTable: 'members', toOne: false }],
};

const graph = buildSchemaGraph(SOURCE);
const kinds = (origin: string, target: string, hint: string | null = null) =>
  findRelationships(graph, origin, target, hint).map((r) =>
    r.kind === 'computed'
      ? `computed ${r.fn}`
      : `${r.kind} ${r.kind === 'many-to-many' ? r.junction : r.constraint}`,
  );

describe('buildSchemaGraph and findRelationships', () => {
  it('picks children by the table name and the parent by the column of a self-reference', () => {
    expect(kinds('folders', 'folders')).toEqual(['one-to-many folders_parent_id_fkey']);
    expect(kinds('folders', 'parent_id')).toEqual(['many-to-one folders_parent_id_fkey']);
    expect(kinds('folders', 'folders', 'parent_id')).toEqual([
      'one-to-many folders_parent_id_fkey',
    ]);
    expect(kinds('folders', 'folders', 'folders_parent_id_fkey')).toEqual([]);
    expect(kinds('boards', 'boards')).toEqual([
      'one-to-many boards_main_fkey',
      'one-to-many boards_parent_fkey',
    ]);
  });

  it('carries keys through views, views of views and views of unexposed tables', () => {
    expect(kinds('recent_posts', 'members')).toEqual(['many-to-one posts_handle_fkey']);
    expect(kinds('members', 'recent_posts')).toEqual(['one-to-many posts_handle_fkey']);
    expect(kinds('top_posts', 'members')).toEqual(['many-to-one posts_handle_fkey']);
    // Only the exposed view named badges: the hidden table of that name is not reachable.
    expect(kinds('members', 'badges')).toEqual(['one-to-many badges_handle_fkey']);
    expect(findRelationships(graph, 'members', 'badges', null)[0]).toMatchObject({
      targetIsView: true,
      columns: [['handle', 'holder']],
    });
    expect(kinds('badges', 'holder')).toEqual(['many-to-one badges_handle_fkey']);
    // A column or constraint name never reaches a view.
    expect(kinds('members', 'posts_handle_fkey')).toEqual(['one-to-many posts_handle_fkey']);
  });

  it('joins through a junction whose primary key holds both keys, and lets a computed relationship replace keys of the same name', () => {
    expect(kinds('tags', 'posts')).toEqual(['many-to-many post_tags']);
    expect(kinds('posts', 'tags')).toEqual(['computed tags']);
  });

  it('suggests a close child of the parent, never the child itself, or a close parent', () => {
    expect(noRelationship(graph, 'members', 'post', null).hint).toBe(
      "Perhaps you meant 'posts' instead of 'post'.",
    );
    expect(noRelationship(graph, 'folders', 'folders', 'folders_parent_id_fkey').hint).toBeNull();
    expect(noRelationship(graph, 'memebrs', 'posts', null).hint).toBe(
      "Perhaps you meant 'members' instead of 'memebrs'.",
    );
  });
});
