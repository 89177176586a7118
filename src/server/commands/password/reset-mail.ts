// The password reset e-mail, text and HTML: English, with the Japanese text first when the request came in Japanese.
import type { Lang } from '../../../shared/ids';
import { renderMail, type RenderedMail } from '../mail/render';
import { footer } from '../mail/mail-kit';

export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/find_psw?token=${encodeURIComponent(token)}`;

const english = (link: string) => [
  { p: 'We received a request to reset the password of your Fusion account.' },
  { link: { label: 'Choose a new password here (the link works once and expires in 1 hour)', url: link } },
  { p: 'If you did not ask for this, ignore this e-mail: your password stays the same.' },
];

const japanese = (link: string) => [
  { p: 'Fusionアカウントのパスワード再設定のリクエストを受け付けました。' },
  { link: { label: '以下のリンクから新しいパスワードを設定してください（1回のみ有効、有効期限は1時間です）', url: link } },
  { p: 'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。' },
];

export const resetMail = (link: string, lang: Lang): RenderedMail =>
  lang === 'jp'
    ? renderMail({
        subject: 'パスワードの再設定 / Reset your Fusion password', heading: 'パスワードの再設定 / Reset your password', lang,
        blocks: [...japanese(link), { p: '----' }, ...english(link)], footer: footer('jp'),
      })
    : renderMail({ subject: 'Reset your Fusion password', heading: 'Reset your password', lang, blocks: english(link), footer: footer('en') });
