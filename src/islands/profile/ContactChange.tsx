// The modal of ContactDialog.tsx, loaded when it is first opened
// (docs/performance.md#lcp-and-script-budgets): two steps, the new value with the password, then
// the code sent to it.
import { useEffect, useId, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { ContactKind } from '@/lib/accounts/profile.schema';
import { formatPhone } from '@/lib/validation/phone';
import { notify } from '@/lib/ui/notify';
import { callApi } from '@/islands/common/api';
import CodeStep from '@/islands/auth/CodeStep';
import { InputField } from '@/islands/common/Fields';
import { FormError, SubmitButton } from '@/islands/common/FormParts';
import { PasswordField } from '@/islands/common/PasswordField';
import { useSchemaForm } from '@/islands/common/useSchemaForm';

type Props = {
  t: TFunction;
  kind: ContactKind;
  title: string;
  /** how many times the row's button was pressed: each press opens the modal */
  opened: number;
  onChange: (v: string) => void;
};

export default function ContactChange({ t, kind, title, opened, onChange }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The schema (and zod) when the dialog opens: docs/performance.md#lcp-and-script-budgets.
  const form = useSchemaForm(() =>
    import('@/lib/accounts/profile.schema').then((m) => m.makeChangeContactSchema(kind)),
  );
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [target, setTarget] = useState('');
  const [wait, setWait] = useState(60);
  /** kept for "send again" only while the dialog is open */
  const password = useRef('');
  const { prefetch } = form;
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    prefetch();
  }, [opened, prefetch]);

  const close = () => {
    dialog.current?.close();
    setStep('form');
    form.reset();
    password.current = '';
  };

  // eslint-disable-next-line react-hooks/refs -- handleSubmit only wraps this in the submit handler: the ref is written on submit, not while rendering
  const send = form.handleSubmit(async (values) => {
    // The schema's output: the number or address normalised.
    const parsed = values;
    const result = await callApi<{ resendAfterSeconds: number }>('/api/accounts/me/contact', {
      body: values,
    });
    if (result.ok) {
      password.current = values.password;
      setTarget(parsed.value);
      setWait(result.data.resendAfterSeconds);
      setStep('code');
      return;
    }
    form.fail(result, ['value', 'password'], t('errors:generic'));
  });

  return (
    <>
      <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={close}>
        <div className="modal-body">
          <div className="modal-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="btn btn-outline btn-small" onClick={close}>
              {t('common:close')}
            </button>
          </div>
          {step === 'form' ? (
            <form {...form.formProps(send)}>
              <input type="hidden" name="kind" value={kind} />
              <FormError message={form.formError} />
              <InputField
                label={
                  kind === 'phone' ? t('profile:contact.newPhone') : t('profile:contact.newEmail')
                }
                type={kind === 'phone' ? 'tel' : 'email'}
                inputMode={kind === 'phone' ? 'tel' : 'email'}
                autoComplete={kind === 'phone' ? 'tel' : 'email'}
                name="value"
                error={form.errorOf(t, 'value')}
              />
              <PasswordField
                t={t}
                label={t('profile:contact.password')}
                hint={t('profile:contact.passwordHint')}
                autoComplete="current-password"
                name="password"
                error={form.errorOf(t, 'password')}
              />
              <SubmitButton
                state={form.status}
                labels={{
                  idle: t('profile:contact.sendCode'),
                  submitting: t('profile:contact.sending'),
                  done: t('profile:contact.sent'),
                }}
              />
            </form>
          ) : (
            <>
              <p>
                {t('profile:contact.codeSentTo', {
                  value: kind === 'phone' ? formatPhone(target) : target,
                })}
              </p>
              <CodeStep
                t={t}
                wait={wait}
                labels={{
                  code: t('profile:contact.code'),
                  hint: t('auth:confirm.codeHint'),
                  submit: t('profile:contact.confirm'),
                  submitting: t('profile:contact.confirming'),
                  done: t('profile:contact.confirmed'),
                }}
                onSubmit={(code) =>
                  callApi('/api/accounts/me/contact/confirm', {
                    body: { kind, value: target, code },
                  })
                }
                onDone={() => {
                  onChange(target);
                  notify('profileUpdated', t);
                  close();
                }}
                onResend={() =>
                  callApi<{ resendAfterSeconds: number }>('/api/accounts/me/contact', {
                    body: { kind, value: target, password: password.current },
                  })
                }
              />
            </>
          )}
        </div>
      </dialog>
    </>
  );
}
