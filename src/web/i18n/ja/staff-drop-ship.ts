// スタッフコンソール：ドロップシッピング（issue 15）。
import type { Catalog } from '../types';
import type { staffDropShip as en } from '../en/staff-drop-ship';
export const staffDropShip: Catalog<typeof en> = {
  title: 'ドロップシッピング',
  intro: 'お客様ごとの保管商品（入庫するとドロップシッピングのお客様になり、6か月の無料保管が始まります）と、確定済みの配送先リストです。送料のお支払い後に追跡番号を入力してください。お客様にメールが届きます。',
  grant: {
    title: '商品の入庫', email: 'お客様のメールアドレス', item: '品番', description: '内容', quantity: '入庫数', submit: '入庫する', done: '入庫しました。お客様にメールを送りました。',
  },
  stock: { title: '保管', customer: 'お客様', item: '品番', quantity: '保管数', available: '未使用', freeUntil: '無料保管期限' },
  lists: { title: '確定済みの配送先リスト', empty: '確定済みのリストはありません。', list: 'リスト {{id}}', paid: '送料支払い済み', unpaid: '送料未払いのため発送できません' },
  tracking: { label: '{{order}}の追跡番号', save: '保存', saved: '追跡番号を保存しました。お客様にメールを送りました。' },
};
