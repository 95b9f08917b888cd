import { Button, TextField } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api/http';
import {
  type ContactProblems,
  type ContactValues,
  MESSAGE_MAX,
  checkContact,
  problemsFromIssues,
} from './checkContact';
import { sendContactMessage } from './contactApi';
import type { HelpText } from './i18n/useHelpText';

const EMPTY: ContactValues = { name: '', email: '', order: '', message: '' };

/**
 * The contact form (issue 18): checked here first (messages at the fields, the first wrong
 * field focused), then sent to POST /api/contact, whose refusals land at the same fields; a
 * sent message is confirmed in place, with the address the reply goes to.
 */
export function ContactForm({ t }: { t: HelpText }) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const messageId = useId();
  const send = useMutation({
    mutationFn: sendContactMessage,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400)
        setProblems(problemsFromIssues(error.fieldIssues));
    },
  });

  const change = (field: keyof ContactValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first try, each field's message follows what is typed.
    if (tried) setProblems(checkContact(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = checkContact(values);
    setProblems(found);
    const first = (['name', 'email', 'message'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const order = values.order.trim();
    send.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      ...(order ? { order } : {}),
    });
  };

  if (send.isSuccess)
    return (
      <p className="help-contact__sent" role="status">
        <CheckCircle2 aria-hidden="true" />
        {t('contact.sent', { email: values.email.trim() })}
      </p>
    );

  const failure =
    send.error instanceof ApiError && send.error.status === 429
      ? t('contact.rateLimited')
      : send.error && !(send.error instanceof ApiError && send.error.status === 400)
        ? t('contact.failed')
        : null;
  const messageError = problems.message ? t(problems.message) : null;
  return (
    <form ref={form} className="help-contact__form" noValidate onSubmit={submit}>
      <div className="help-contact__row">
        <TextField
          label={t('contact.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={values.name}
          error={problems.name ? t(problems.name) : undefined}
          onChange={(event) => change('name')(event.target.value)}
        />
        <TextField
          label={t('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={320}
          value={values.email}
          error={problems.email ? t(problems.email) : undefined}
          onChange={(event) => change('email')(event.target.value)}
        />
      </div>
      <TextField
        label={t('contact.order')}
        name="order"
        maxLength={100}
        value={values.order}
        onChange={(event) => change('order')(event.target.value)}
      />
      <div className="ui-field">
        <label htmlFor={messageId} className="ui-field__label">
          {t('contact.message')}
        </label>
        <textarea
          id={messageId}
          name="message"
          className="ui-field__input help-contact__message"
          required
          rows={6}
          maxLength={MESSAGE_MAX + 100}
          value={values.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          onChange={(event) => change('message')(event.target.value)}
        />
        {messageError && (
          <p id={`${messageId}-error`} className="ui-field__error">
            {messageError}
          </p>
        )}
      </div>
      {failure && (
        <p className="help-contact__failure" role="alert">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" icon={<Send />} loading={send.isPending}>
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
