// The deletion wizard's first step lists the gallery the erase takes (erase-gallery.ts): projects, pictures and files,
// in both editions.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18n from '../../i18n/index';
import { renderWithApp } from '../../test/render';
import { ConfirmStep } from './ConfirmStep';
import type { DeletionPreview } from '../../../shared/contracts/account-deletion';

const preview: DeletionPreview = {
  email: 'ann@example.test',
  erased: { addresses: 1, support_conversations: 0, files: 2, coupons: 0, gallery_projects: 2, gallery_files: 5 },
  kept: { orders: 3 },
};

afterAll(() => i18n.changeLanguage('en'));

describe('ConfirmStep', () => {
  it('counts the gallery projects and their pictures and files in English', async () => {
    await i18n.changeLanguage('en');
    renderWithApp(<ConfirmStep preview={preview} onNext={() => undefined} />);
    expect(await screen.findByText('Design gallery projects, with the likes and comments on them: 2', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Gallery pictures and files: 5')).toBeTruthy();
  });

  it('counts them in Japanese', async () => {
    await i18n.changeLanguage('ja');
    renderWithApp(<ConfirmStep preview={preview} onNext={() => undefined} />);
    expect(await screen.findByText('デザインギャラリーのプロジェクト（寄せられたいいね・コメントを含む）：2件', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('ギャラリーの写真とファイル：5件')).toBeTruthy();
  });
});
