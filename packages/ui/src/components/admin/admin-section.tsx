import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import './admin-screen.css';

export interface AdminSectionProps {
  /** The section's heading (an h2): also its accessible name. */
  title: string;
  /** Beside the heading: the section's own action or a count. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One block of a console page: a region named by its h2, on a bordered surface. */
export function AdminSection({ title, aside, className, children }: AdminSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('oja-admin-screen__section', className)}>
      <div className="oja-admin-screen__section-header">
        <h2 id={headingId} className="oja-admin-screen__section-title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
