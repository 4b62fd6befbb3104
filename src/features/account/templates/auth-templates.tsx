import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/form';
import { AuthCard } from '../components/ui';
import { ConfirmEmailForm, ResetPasswordForm, ResetRequestForm } from '../components/reset-forms';
import { SignInForm } from '../components/signin-form';
import { SignUpForm } from '../components/signup-form';

export async function SignInTemplate(props: {
  callbackUrl: string;
  error: string | null;
  registered: boolean;
  email?: string;
  oauth: { id: string; name: string }[];
}) {
  const t = await getTranslations('account');
  return (
    <AuthCard title={t('signin.title')} subtitle={t('signin.subtitle')}>
      {props.registered ? (
        <div className="mb-4">
          <Alert kind="success">{t('signup.created')}</Alert>
        </div>
      ) : null}
      <SignInForm callbackUrl={props.callbackUrl} initialError={props.error} initialEmail={props.email} oauth={props.oauth} />
    </AuthCard>
  );
}

export async function SignUpTemplate({ callbackUrl }: { callbackUrl: string }) {
  const t = await getTranslations('account');
  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <SignUpForm callbackUrl={callbackUrl} />
    </AuthCard>
  );
}

/** `linkInvalid`: the link's token is forged, spent or expired; the page says so and offers a new link instead. */
export async function ResetPasswordTemplate({ token, linkInvalid = false }: { token: string | null; linkInvalid?: boolean }) {
  const t = await getTranslations('account');
  return (
    <AuthCard title={t('reset.title')} subtitle={token ? t('reset.newSubtitle') : t('reset.requestSubtitle')}>
      {linkInvalid ? (
        <div className="mb-4" data-testid="reset-link-invalid">
          <Alert kind="error">{t('errors.tokenInvalid')}</Alert>
        </div>
      ) : null}
      {token ? <ResetPasswordForm token={token} /> : <ResetRequestForm />}
    </AuthCard>
  );
}

/** `verify`: the link confirms the account's own address (docs/requirements.md, "Guest customers") rather than a new one. */
export async function ConfirmEmailTemplate({ token, verify = false }: { token: string | null; verify?: boolean }) {
  const t = await getTranslations('account');
  const texts = verify ? 'emailConfirm' : 'emailChange';
  return (
    <AuthCard title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)}>
      {token ? <ConfirmEmailForm token={token} /> : <Alert kind="error">{t('errors.tokenInvalid')}</Alert>}
    </AuthCard>
  );
}
