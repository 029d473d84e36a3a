'use client';
import { createElement, type ReactNode, useId } from 'react';
import type { AccountRowAction, AccountSectionView } from './use-account-settings';

/**
 * One row of the account page: its title and one-line description at the start (beside the
 * content from a 768 px wide page, above it below), then its content and a status that
 * announces what it saved. Its state is in `data-state` (`open`, `closed`).
 */
export function AccountRow({
  row,
  headingLevel,
  children,
}: {
  row: AccountSectionView;
  headingLevel: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      className="lk-account-row"
      aria-labelledby={id}
      data-section={row.section}
      data-state={row.open ? 'open' : 'closed'}
    >
      <div className="lk-row-head">
        {createElement(`h${headingLevel}`, { id, className: 'lk-heading' }, row.title)}
        <p className="lk-description">{row.description}</p>
      </div>
      <div className="lk-row-body">
        {children}
        <p role="status" className="lk-status">
          {row.message}
        </p>
      </div>
    </section>
  );
}

/** A row's one action at rest: opens its form in place. */
export function RowAction({ action }: { action: AccountRowAction }) {
  return (
    <button
      ref={action.ref}
      type="button"
      className="lk-secondary"
      aria-expanded={false}
      onClick={action.onClick}
    >
      {action.label}
    </button>
  );
}
