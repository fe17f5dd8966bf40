import type { ReactNode } from 'react';

/** The centred card the account screens share. */
export function AuthCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="sd-container sd-auth">
      <section className="sd-card sd-auth__card" aria-labelledby="sd-auth-title" data-testid={testId}>
        <h1 id="sd-auth-title" className="sd-auth__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/** A server error above a form, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="sd-alert sd-alert--error" role="alert" data-testid="form-error">
      {message}
    </div>
  );
}
