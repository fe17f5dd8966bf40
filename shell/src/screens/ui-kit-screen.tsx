import { useState, type ReactNode } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  Loading,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Pagination,
  showToast,
  TextAreaField,
  TextField,
} from '@seodang/sdk/web';

/**
 * `/dev/ui`: the UI kit a plugin builds its screens from — the SDK's components and the shell's
 * `sd-*` classes, rendered in the current theme and language, each with the name to use. Only in
 * builds that are not for production (the route is left out when NODE_ENV is production).
 * For developers, in English.
 */
export function UiKitScreen() {
  const [modal, setModal] = useState(false);
  const [page, setPage] = useState(2);
  return (
    // Its samples never finish loading: marked so that page checks do not wait for them.
    <div className="sd-container" lang="en" data-testid="ui-kit" data-kit-sample>
      <h1>UI kit</h1>
      <p className="sd-muted">
        Components come from <code>@seodang/sdk/web</code> (forms: <code>useZodForm</code> from{' '}
        <code>@seodang/sdk/web-forms</code>); classes from the shell&apos;s style sheets. Use these before
        writing a button or a form of your own.
      </p>

      <Section
        title="Buttons"
        names="<Button color size outline block loading>, .sd-btn .sd-btn--{color} .sd-btn--{sm|md|lg}"
      >
        <div className="sd-kit__row">
          {['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark', 'light', 'link'].map(
            (c) => (
              <Button key={c} color={c}>
                {c}
              </Button>
            ),
          )}
        </div>
        <div className="sd-kit__row">
          {['primary', 'secondary', 'danger'].map((c) => (
            <Button key={c} color={c} outline>
              {c} outline
            </Button>
          ))}
          <Button size="sm">small</Button>
          <Button size="lg">large</Button>
          <Button disabled>disabled</Button>
          <Button color="primary" loading>
            loading
          </Button>
        </div>
      </Section>

      <Section
        title="Form fields"
        names="<TextField>, <TextAreaField>, .sd-form .sd-field .sd-input .sd-input--sm .sd-check .sd-fieldset"
      >
        <form className="sd-form" onSubmit={(e) => e.preventDefault()}>
          <TextField label="Title" name="title" hint="Up to 100 characters" defaultValue="반복문 익히기" />
          <TextField
            label="E-mail"
            name="email"
            errorText="Enter a valid e-mail address."
            defaultValue="kim@"
          />
          <TextAreaField
            label="Description"
            name="description"
            defaultValue="Loops in Python, step by step."
          />
          <label className="sd-field">
            <span className="sd-field__label">Language</span>
            <select className="sd-input" defaultValue="python3">
              <option value="python3">Python 3</option>
              <option value="c">C</option>
              <option value="js">JavaScript</option>
            </select>
          </label>
          <label className="sd-check">
            <input type="checkbox" defaultChecked /> Published
          </label>
        </form>
      </Section>

      <Section
        title="Cards, tables and messages"
        names=".sd-card, .sd-table, .sd-alert .sd-alert--error, .sd-muted"
      >
        <div className="sd-card">
          <strong>A card</strong>
          <p className="sd-muted">Secondary text on a card.</p>
          <table className="sd-table">
            <thead>
              <tr>
                <th scope="col">Lesson</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Variables</td>
                <td>Done</td>
              </tr>
              <tr>
                <td>Loops</td>
                <td>Not started</td>
              </tr>
            </tbody>
          </table>
        </div>
        <div className="sd-alert sd-alert--error" role="alert">
          The quiz settings are invalid (score): Must be at most 1000.
        </div>
      </Section>

      <Section title="States" names="<Loading>, <EmptyState>, <ErrorState error onRetry>">
        <Loading delay={0} label="Loading lessons…" />
        <EmptyState>No lectures yet.</EmptyState>
        <ErrorState error={new Error('network')} onRetry={() => showToast('Trying again')} />
      </Section>

      <Section
        title="Paging, dialogs and notices"
        names="<Pagination>, <Modal> with <ModalHeader> <ModalBody> <ModalFooter>, showToast()"
      >
        <Pagination page={page} pageCount={5} onChange={setPage} />
        <div className="sd-kit__row">
          <Button onClick={() => setModal(true)}>Open a dialog</Button>
          <Button onClick={() => showToast('Saved.', { type: 'success' })}>Show a notice</Button>
        </div>
        <Modal open={modal} onClose={() => setModal(false)}>
          <ModalHeader>Delete this lesson?</ModalHeader>
          <ModalBody>Its quizzes stay in the workspace.</ModalBody>
          <ModalFooter>
            <Button onClick={() => setModal(false)}>Cancel</Button>
            <Button color="danger" onClick={() => setModal(false)}>
              Delete
            </Button>
          </ModalFooter>
        </Modal>
      </Section>
    </div>
  );
}

function Section({ title, names, children }: { title: string; names: string; children: ReactNode }) {
  return (
    <section className="sd-kit__section">
      <h2>{title}</h2>
      <p className="sd-kit__names">
        <code>{names}</code>
      </p>
      {children}
    </section>
  );
}
