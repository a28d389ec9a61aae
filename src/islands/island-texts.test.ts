// An island gets only the texts its key list names (islandTexts): a key it uses but the list
// lacks would show the raw key. This reads each island's source for the keys it asks for —
// t('ns:key'), the toasts of notify(…) and notifyError's fallback — and checks each is in the list
// and in every language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIslandT } from '@/lib/i18n/client';
import { hasText, islandTexts, type TextKey } from '@/lib/i18n/island-texts';
import { LANGS } from '@/lib/i18n/languages';
import { PROJECT_ACTIONS_TEXTS, REVIEW_FORM_TEXTS } from './projects/detail/texts';
import { TOASTS_TEXTS, toastsI18n } from './common/texts';
import { MESSENGER_TEXTS, WRITE_MESSAGE_TEXTS } from './messages/texts';
import {
  CHANGE_PASSWORD_TEXTS,
  CONFIRM_TEXTS,
  FORGOT_TEXTS,
  LOGIN_TEXTS,
  REGISTER_TEXTS,
  VERIFY_TEXTS,
} from './auth/texts';
import { ACTIVATE_PRO_TEXTS } from './profile/texts';
import { CALCULATOR_TEXTS } from './calculator/texts';
import { ESTIMATOR_TEXTS } from './estimator/texts';
import {
  ADMIN_CATALOG_TEXTS,
  ADMIN_CONTENT_TEXTS,
  ADMIN_DASH_TEXTS,
  ADMIN_USERS_TEXTS,
  CREATE_USER_TEXTS,
} from './admin/texts';
import { MY_PROJECTS_TEXTS, PROJECT_FORM_TEXTS } from './projects/texts';
import { QUOTE_REQUEST_TEXTS } from './quotes/texts';

const here = (file: string) => path.join(import.meta.dirname, file);
const PASSWORD = 'common/PasswordField.tsx';

const ISLANDS: { name: string; files: string[]; keys: readonly TextKey[] }[] = [
  {
    name: 'ProjectActions',
    files: ['projects/detail/ProjectActions.tsx'],
    keys: PROJECT_ACTIONS_TEXTS,
  },
  {
    name: 'ReviewForm',
    files: ['projects/detail/ReviewForm.tsx', 'projects/detail/StarInput.tsx'],
    keys: REVIEW_FORM_TEXTS,
  },
  { name: 'Toasts', files: ['common/Toasts.tsx'], keys: TOASTS_TEXTS },
  {
    name: 'QuoteRequestForm',
    files: ['quotes/QuoteRequestForm.tsx'],
    keys: QUOTE_REQUEST_TEXTS,
  },
  { name: 'WriteMessage', files: ['messages/WriteMessage.tsx'], keys: WRITE_MESSAGE_TEXTS },
  { name: 'LoginForm', files: ['auth/LoginForm.tsx', PASSWORD], keys: LOGIN_TEXTS },
  { name: 'RegisterForm', files: ['auth/RegisterForm.tsx', PASSWORD], keys: REGISTER_TEXTS },
  {
    name: 'ForgotPasswordFlow',
    files: ['auth/ForgotPasswordFlow.tsx', 'auth/CodeStep.tsx', PASSWORD],
    keys: FORGOT_TEXTS,
  },
  {
    name: 'ConfirmCodeForm',
    files: ['auth/ConfirmCodeForm.tsx', 'auth/CodeStep.tsx'],
    keys: CONFIRM_TEXTS,
  },
  {
    name: 'ChangePasswordForm',
    files: ['auth/ChangePasswordForm.tsx', PASSWORD],
    keys: CHANGE_PASSWORD_TEXTS,
  },
  { name: 'VerifyLink', files: ['auth/VerifyLink.tsx'], keys: VERIFY_TEXTS },
  { name: 'ActivatePro', files: ['profile/ActivatePro.tsx'], keys: ACTIVATE_PRO_TEXTS },
  {
    name: 'Messenger',
    files: [
      'Messenger',
      'ConversationList',
      'ConversationView',
      'Composer',
      'Parts',
      'PartyMenu',
    ].map((f) => `messages/${f}.tsx`),
    keys: MESSENGER_TEXTS,
  },
  {
    name: 'Estimator',
    files: ['Estimator', 'EstimateForm', 'EstimateResult', 'Fields', 'SimilarProjects'].map(
      (f) => `estimator/${f}.tsx`,
    ),
    keys: ESTIMATOR_TEXTS,
  },
  {
    name: 'Calculator',
    files: [
      ...['Calculator', 'Fields', 'Openings', 'PrintInputs', 'Results'].map(
        (f) => `calculator/${f}.tsx`,
      ),
      'calculator/format.ts',
    ],
    keys: CALCULATOR_TEXTS,
  },
  { name: 'UsersTable', files: ['admin/users/UsersTable.tsx'], keys: ADMIN_USERS_TEXTS },
  { name: 'CreateUser', files: ['admin/users/CreateUser.tsx'], keys: CREATE_USER_TEXTS },
  {
    name: 'ArticlesAdmin',
    files: ['admin/content/ArticlesAdmin.tsx', 'admin/content/ArticleDialog.tsx'],
    keys: ADMIN_CONTENT_TEXTS,
  },
  {
    name: 'CatalogTree',
    files: ['admin/catalog/CatalogTree.tsx', 'admin/catalog/CatalogItemDialog.tsx'],
    keys: ADMIN_CATALOG_TEXTS,
  },
  {
    name: 'ProjectModeration',
    files: ['admin/dash/ProjectModeration.tsx', 'admin/dash/ConfirmedAdminButton.tsx'],
    keys: ADMIN_DASH_TEXTS,
  },
  { name: 'MyProjects', files: ['projects/MyProjects.tsx'], keys: MY_PROJECTS_TEXTS },
  {
    name: 'ProjectForm',
    files: [
      'projects/ProjectForm.tsx',
      ...[
        'BuildingSection',
        'ContactSection',
        'DeleteProjectDialog',
        'FeaturesSection',
        'ImageUploader',
        'LocationSection',
        'MainSection',
        'SubmitButton',
        'fields',
      ].map((f) => `projects/form/${f}.tsx`),
    ],
    keys: PROJECT_FORM_TEXTS,
  },
];

/** The keys a source asks for; `toasts:` when it shows a toast whose kind is not written there. */
function usedKeys(source: string): Set<string> {
  const keys = new Set<string>();
  for (const m of source.matchAll(/\bt\(\s*'([A-Za-z]+:[^']+)'/g)) keys.add(m[1]!);
  // A key built at run time is checked up to its fixed part: `ns:a.b.${x}` wants `ns:a.b` passed
  // whole (`ns:${x}` the whole namespace).
  for (const m of source.matchAll(/\bt\(\s*`([A-Za-z]+):([\w.]*)\$\{/g)) {
    const fixed = m[2]!.slice(0, Math.max(0, m[2]!.lastIndexOf('.')));
    keys.add(`${m[1]}:${fixed}`);
  }
  for (const m of source.matchAll(/\bnotify\(([^;]*?),\s*t\s*\)/g)) {
    const kinds = [...m[1]!.matchAll(/'(\w+)'/g)].map((k) => k[1]!);
    if (kinds.length === 0) keys.add('toasts:');
    for (const kind of kinds) keys.add(`toasts:${kind}`);
  }
  if (/\bnotifyError\(\s*t\b/.test(source)) keys.add('errors:generic');
  return keys;
}

const covers = (list: readonly TextKey[], key: string) =>
  list.some((k) => k === key || (k.endsWith(':') ? key.startsWith(k) : key.startsWith(`${k}.`)));

describe('island texts', () => {
  for (const island of ISLANDS) {
    it(`${island.name}: every key it uses is passed, in every language`, () => {
      const used = new Set<string>();
      for (const file of island.files)
        for (const key of usedKeys(readFileSync(here(file), 'utf8'))) used.add(key);
      expect(used.size).toBeGreaterThan(0);
      for (const key of used) expect(covers(island.keys, key), `${key} in the list`).toBe(true);
      for (const lang of LANGS)
        for (const key of island.keys) expect(hasText(lang, key), `${lang} ${key}`).toBe(true);
    });
  }

  it('passes the texts with their plural forms, and nothing else of the namespace', () => {
    const ru = islandTexts('ru', REVIEW_FORM_TEXTS);
    const t = createIslandT({ lang: 'ru', resources: ru });
    expect(t('projects:reviews.count', { count: 3 })).not.toContain('projects:');
    expect(t('common:rating.star', { count: 5 })).toContain('5');
    expect(Object.keys((ru.projects as Record<string, unknown>).reviews ?? {})).toContain(
      'count_few',
    );
    expect(ru.projects).not.toHaveProperty('detail');
    expect(Object.keys(ru)).not.toContain('adminDash');
    // Computed once: the same object for the same list and language.
    expect(islandTexts('ru', REVIEW_FORM_TEXTS)).toBe(ru);
    // Toasts gets the text of the toast the address asks for, and no other.
    expect(toastsI18n('en', 'reviewCreated').resources).toEqual({
      toasts: { reviewCreated: expect.any(String) },
    });
    expect(toastsI18n('en', null).resources).toEqual({});
    expect(toastsI18n('ru', 'updated')).toBe(toastsI18n('ru', 'updated'));
  });

  it('finds the keys an island asks for', () => {
    const keys = usedKeys(
      "t('a:b.c'); t(`x:${k}`); t(`y:a.b.${k}`); notify(ok ? 'one' : 'two', t); notify(kind, t); notifyError(t);",
    );
    expect([...keys].sort()).toEqual(
      ['a:b.c', 'errors:generic', 'toasts:', 'toasts:one', 'toasts:two', 'x:', 'y:a.b'].sort(),
    );
  });
});
