// スタッフコンソール：お客様アンケートの回答（issue 15）。
import type { Catalog } from '../types';
import type { staffQuestionnaire as en } from '../en/staff-questionnaire';
export const staffQuestionnaire: Catalog<typeof en> = {
  title: 'アンケート回答',
  intro: 'お客様アンケート（/fusion-questionnaire）の回答です（新しい順）。表計算ソフト用にすべてCSVで書き出せます。',
  export: 'CSVを書き出す',
  sent: '回答日時',
  visitor: '未ログインの訪問者',
  role: '属性', services: 'サービス', satisfaction: '満足度', recommend: '推奨', comments: 'ご意見', edition: '版',
};
