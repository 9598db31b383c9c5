import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { targetOf, type TargetSource } from './target.ts';

interface Props {
  component: string;
  payload: string;
  source: TargetSource;
  id: number;
  className?: string;
  children: ReactNode;
}

/** A link to what an entry opens: a page or a form in the app, a web address in a new tab (noopener). */
export function TargetLink({ component, payload, source, id, className, children }: Props) {
  const { t } = useT();
  const target = targetOf(component, payload, source, id);
  if (target.kind === 'none') return <div className={className}>{children}</div>;
  if (target.kind === 'web')
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {t('home.newTab')}</span>
      </a>
    );
  return (
    <a className={className} href={target.href}>
      {children}
    </a>
  );
}
