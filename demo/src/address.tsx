import { Fragment } from 'react';

/**
 * An email address that wraps at its natural points on a narrow screen: after the `@` and each
 * dot (a `<wbr>` there), before the page's `overflow-wrap: anywhere` breaks it mid-word.
 */
export function Address({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className="demo-address">
      {parts.map((part, index) => (
        // The parts of one address, in order: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed split of a string, never reordered
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
