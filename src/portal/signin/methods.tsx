/**
 * The sign-in methods of Login, each a SignInForm (or the OAuth2 link): which user-service call it makes, which
 * auth method it records (spec 1 §4), its fields with `autocomplete`, and its failure text
 * (`login.{method}.errorMessage`, spec 1 §8; none for the gift code).
 */
import type { SignInMethod } from '../../core/session/sign-in';
import { autoLoginErrorKey } from '../../core/client/error-texts';
import type { AuthMethod } from '../../core/session/login-status';
import type { SessionAnswer, UserService } from '../../api/user-service';
import type { Translate } from '../../i18n/types';
import { SignInForm, type SignInField } from './SignInForm';

type FormKind = Exclude<SignInMethod['kind'], 'oauth2'>;

/** A field as data: its name, its label's translation key, its `autocomplete` token, masked or not. */
type FieldSpec = [name: string, labelKey: string, autoComplete: string, secret?: true];

interface FormSpec {
  auth: AuthMethod | null;
  fields: FieldSpec[];
  login(s: UserService, v: Record<string, string>): Promise<SessionAnswer>;
}

const FORMS: Record<FormKind, FormSpec> = {
  'esociety-username': {
    auth: null,
    fields: [
      ['username', 'login.username', 'username'],
      ['password', 'login.password', 'current-password', true],
    ],
    login: (s, v) => s.esocietyUsername(v.username, v.password),
  },
  'esociety-lastname': {
    auth: null,
    fields: [
      ['lastname', 'login.lastname', 'family-name'],
      ['personal_id', 'login.personalId', 'off', true],
    ],
    login: (s, v) => s.esocietyLastname(v.lastname, v.personal_id),
  },
  token: { auth: 'tokenauth', fields: [['token', 'login.token', 'off', true]], login: (s, v) => s.tokenLogin(v.token) },
  jwt: { auth: 'jwttoken', fields: [['token', 'login.jwt', 'off', true]], login: (s, v) => s.jwtLogin(v.token) },
  giftcode: {
    auth: 'giftcode',
    fields: [['giftcode', 'login.giftcode', 'off', true]],
    login: (s, v) => s.giftCodeLogin(v.giftcode),
  },
};

const toField =
  (t: Translate) =>
  ([name, labelKey, autoComplete, secret]: FieldSpec): SignInField => ({
    name,
    label: t(labelKey),
    autoComplete,
    ...(secret ? { secret } : {}),
  });

export type SignInRun = (
  auth: AuthMethod | null,
  login: (s: UserService) => Promise<SessionAnswer>,
) => Promise<boolean>;

export function MethodForm({ kind, t, run }: { kind: FormKind; t: Translate; run: SignInRun }) {
  const spec = FORMS[kind];
  const gift = kind === 'giftcode';
  return (
    <SignInForm
      id={`cp-signin-${kind}`}
      title={t(`login.${kind}.title`)}
      hint={t(`login.${kind}.hint`)}
      fields={spec.fields.map(toField(t))}
      submitLabel={t(gift ? 'login.giftcode.submit' : 'login.submit')}
      onSubmit={(values) => run(spec.auth, (s) => spec.login(s, values))}
      errorText={gift ? null : t(autoLoginErrorKey(kind))}
      quietError={t('login.giftcode.rejected')}
    />
  );
}
