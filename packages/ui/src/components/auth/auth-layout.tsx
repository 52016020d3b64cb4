import type { ReactNode } from 'react';
import './auth.css';

/** The frame of every account screen: one card, a title and a line under it, centred on a quiet page. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="oja-auth" data-slot="auth-layout">
      <div className="oja-auth__card">
        <h1 className="oja-auth__title">{title}</h1>
        {intro ? <p className="oja-auth__intro">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
