// A password input with a show/hide toggle, in the kit's labelled field (Fields.tsx). The toggle
// says what it does in the page's language and which input it controls.
import { useState, type ComponentProps } from 'react';
import type { TFunction } from 'i18next';
import { Field, type FieldFrame } from './Fields';

type Props = FieldFrame & Omit<ComponentProps<'input'>, 'id' | 'type'> & { t: TFunction };

export function PasswordField(props: Props) {
  const { t, id, label, hint, error, boxClass, mark, liveError, ...input } = props;
  const [shown, setShown] = useState(false);
  const toggle = shown ? t('common:hidePassword') : t('common:showPassword');
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      boxClass={boxClass}
      mark={mark}
      liveError={liveError}
    >
      {(aria) => (
        <div className="password-row">
          <input
            {...aria}
            type={shown ? 'text' : 'password'}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            {...input}
          />
          <button
            type="button"
            className="btn btn-outline password-toggle"
            aria-controls={aria.id}
            aria-pressed={shown}
            title={toggle}
            onClick={() => setShown((s) => !s)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path
                fill="currentColor"
                d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5m0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9m0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4"
              />
              {shown && (
                <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 3l18 18" />
              )}
            </svg>
            <span className="visually-hidden">{toggle}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
