import { Fragment } from 'react';
import { nameParts } from '../utils/name-parts';

/** A name with line-break opportunities between its words (see nameParts). */
export function BreakableName({ name }: { name: string }) {
  return (
    <>
      {nameParts(name).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
