// The board's design details on a project page (the spec's design-detail keys, services §1) beside its preview.
import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GalleryDesign } from '../../../shared/contracts/gallery';
import { BoardPreview } from '../order/BoardAnalysis';

type Key = keyof Omit<GalleryDesign, 'previews'>;
const ORDER: Key[] = [
  'filename', 'layer', 'dimension', 'thickness', 'materail', 'color', 'surface', 'copper', 'min_hole', 'min_tracking_spacing',
  'min_solder_mask_dam', 'blind_vias', 'half_hole', 'impedance', 'board_type', 'panelized', 'expedited_option',
];

export const DesignDetails = ({ design }: { design: GalleryDesign }) => {
  const { t } = useTranslation('gallery');
  const yesNo = (v: boolean) => (v ? t('pcb.choice.yes') : t('pcb.choice.no'));
  const valueOf = (key: Key): string => {
    const v = design[key];
    switch (key) {
      case 'thickness': case 'min_hole': case 'min_solder_mask_dam': return t('pcb.unit.mm', { value: v });
      case 'copper': return t('pcb.unit.oz', { value: v });
      case 'min_tracking_spacing': return t('pcb.unit.mil', { value: v });
      case 'color': return t(`pcb.choice.maskColour.${String(v)}` as 'pcb.choice.yes', { defaultValue: String(v) });
      case 'surface': return t(`pcb.choice.finish.${String(v)}` as 'pcb.choice.yes', { defaultValue: String(v) });
      case 'materail': return t(`pcb.choice.material.${String(v)}` as 'pcb.choice.yes', { defaultValue: String(v) });
      case 'expedited_option': return t(`pcb.choice.expedited.${String(v)}` as 'pcb.choice.yes', { defaultValue: String(v) });
      case 'board_type': return t(`detail.boardType.${v === 'panel' ? 'panel' : 'single'}`);
      case 'panelized': return v === 'none' ? t('pcb.choice.panelization.none') : String(v);
      default: return typeof v === 'boolean' ? yesNo(v) : String(v ?? '—');
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">{t('detail.design')}</Title>
      {design.previews && <BoardPreview upload={{ previews: design.previews }} />}
      <Table withTableBorder striped data-testid="gallery-design">
        <Table.Tbody>
          {ORDER.map((key) => (
            <Table.Tr key={key}>
              <Table.Th w="45%">{t(`detail.keys.${key}`)}</Table.Th>
              <Table.Td data-testid={`design-${key}`}>{valueOf(key)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
};
