// The password reset e-mail: English, with the Japanese text first when the request came in Japanese.
import type { Lang } from '../../../shared/ids';
import type { MailMessage } from '../../integrations/mail/mailer';

export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/find_psw?token=${encodeURIComponent(token)}`;

const english = (link: string): string =>
  [
    'We received a request to reset the password of your Fusion account.',
    '',
    `Choose a new password here (the link works once and expires in 1 hour):`,
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays the same.',
  ].join('\n');

const japanese = (link: string): string =>
  [
    'Fusionアカウントのパスワード再設定のリクエストを受け付けました。',
    '',
    '以下のリンクから新しいパスワードを設定してください（1回のみ有効、有効期限は1時間です）:',
    link,
    '',
    'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
  ].join('\n');

export const resetMail = (to: string, link: string, lang: Lang): MailMessage =>
  lang === 'jp'
    ? { to, subject: 'パスワードの再設定 / Reset your Fusion password', text: `${japanese(link)}\n\n----\n\n${english(link)}\n` }
    : { to, subject: 'Reset your Fusion password', text: `${english(link)}\n` };
