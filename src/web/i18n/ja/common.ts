// 共通の語句・入力チェック・エラーメッセージ（日本語）
import type { common as en } from '../en/common';
import type { Catalog } from '../types';

export const common: Catalog<typeof en> = {
  brand: 'Fusion',
  actions: {
    save: '保存', cancel: 'キャンセル', close: '閉じる', submit: '送信', confirm: '確認', retry: '再試行',
    back: '戻る', continue: '次へ', edit: '編集', delete: '削除', search: '検索', backToTop: 'ページの先頭へ',
  },
  loading: '読み込み中…',
  empty: 'まだ何もありません。',
  validation: {
    required: 'この項目は必須です',
    email: 'メールアドレスが正しくありません',
    password: 'パスワードが正しくありません',
    passwordMin: '6文字以上で入力してください',
    passwordMax: '20文字以内で入力してください',
    emailMismatch: 'メールアドレスが一致しません',
    passwordMismatch: 'パスワードが一致しません',
    minLength: '短すぎます',
    maxLength: '長すぎます',
    length: '{{min}}〜{{max}}文字で入力してください',
    invalid: '入力内容が正しくありません',
    unknownField: '不明な項目です',
    illegal: '使用できない文字が含まれています',
    currentPassword: '現在のパスワードが正しくありません',
  },
  errors: {
    generic: 'リクエストに失敗しました。しばらくしてから再度お試しください。',
    network: 'リクエストに失敗しました。しばらくしてから再度お試しください。',
    requestId: '問い合わせ番号: {{id}}',
    notLoggedIn: 'ログインしてください。',
    sessionInvalid: 'セッションの有効期限が切れました。もう一度ログインしてください。',
    wrongUserId: 'ユーザーIDが正しくありません。',
    notFound: '見つかりませんでした。',
    validation: '入力内容をご確認ください。',
    badRequest: 'リクエストが正しくありません。',
    tooManyRequests: 'リクエストが多すぎます。しばらく待ってから再度お試しください。',
    fileTypeOrSize: '正しい形式・サイズのファイルをアップロードしてください。',
    doNotRefresh: '処理中です。ページを更新しないでください。',
    alreadySubscribed: 'このメールアドレスはすでに登録されています。',
    emailTaken: 'このメールアドレスは既に登録されています。',
    wrongCredentials: 'メールアドレスまたはパスワードが正しくありません。',
    loginLocked: 'ログインの試行回数が多すぎます。15分ほどお待ちいただくか、パスワードを再設定してください。',
    resetLinkInvalid: 'このリンクは有効期限切れか、既に使用されています。もう一度再設定をリクエストしてください。',
  },
  currency: { USD: '米ドル', EUR: 'ユーロ', JPY: '日本円', GBP: '英ポンド', CAD: 'カナダドル', AUD: '豪ドル', CNY: '人民元' },
};
