// スタッフコンソール：PCBAスポンサーシップ（日本語；issue 15）。
import type { Catalog } from '../types';
import type { staffSponsorship as en } from '../en/staff-sponsorship';
export const staffSponsorship: Catalog<typeof en> = {
  title: 'スポンサーシップのお申し込み',
  intro: 'スポンサー基板（PCBA）のお申し込みです。審査待ちのものから表示します。プロジェクトの内容を確認して承認するか、理由を添えてお断りしてください。申込者にはメールで通知され、スポンサーシップのページで結果を確認できます。',
  any: 'すべての状態',
  project: 'プロジェクト',
  program: 'プログラム',
  boards: '基板枚数',
  sent: '送信日時',
  open: '開く',
  back: 'お申し込み一覧へ',
  team: 'チーム',
  organisation: '所属',
  website: 'ウェブサイト',
  description: 'プロジェクトの内容',
  status: { submitted: '審査待ち', approved: '承認', declined: 'お断り' },
  teamType: { student: '学生チーム', open_source: 'オープンソースプロジェクト', non_profit: '非営利団体', maker: '個人のメイカー', startup: 'スタートアップ' },
  decision: '審査',
  note: '申込者へのメッセージ',
  noteHint: 'お断りの場合は必須です。申込者が読みます。',
  approve: '承認する',
  decline: 'お断りする',
  decided: '審査結果を送信しました。申込者にメールで通知します。',
  decidedOn: '{{date}}に審査',
};
