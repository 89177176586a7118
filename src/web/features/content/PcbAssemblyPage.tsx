// /pcb-assembly (spec platform §2 "programs and information"; issue 11 "Pages"): what the PCB assembly service
// does, how its price is made and how to prepare the files, in both editions. The call to action goes to the PCBA
// order page once it exists (site-pages.ts decides from the route table) and to the premium PCB/PCBA manual-quote
// page until then, so the button never leads to the not-found page.
import '@mantine/core/styles/Accordion.css'; // not in the shell's shared sheet (shell/styles.ts)
import { Accordion, Badge, Button, Card, Container, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { pageExists } from '../../shell/site-pages';

/** Services §9: PCBA starts at $25; with certification or mechanical parts from $5,000. */
const FROM_CENTS = 2500n;
const CERTIFICATION_FROM_CENTS = 500_000n;

const CAPABILITIES = ['sides', 'packages', 'build', 'checks'] as const;
const PRICE_LINES = ['setup', 'stencil', 'components', 'assembly', 'operation', 'consumables', 'dfa', 'test', 'expedited', 'certification', 'shipping'] as const;
const QUESTIONS = ['template', 'missing', 'rotation', 'sides', 'time'] as const;

const ORDER_PAGE = '/fusion_pcba';
const QUOTE_PAGE = '/premium-pcb-pcba';

export default function PcbAssemblyPage() {
  const { t } = useTranslation('content');
  const { format } = useCurrency();
  usePageTitle(t('pcbAssembly.title'));
  const online = pageExists(ORDER_PAGE);

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{t('pcbAssembly.heading')}</Title>
          <Text>{t('pcbAssembly.intro')}</Text>
          <Group gap="xs">
            <Badge variant="light" color="green" size="lg" tt="none">
              {t('pcbAssembly.from', { price: format(FROM_CENTS) })}
            </Badge>
            <Badge variant="light" color="blue" size="lg" tt="none">
              {t('pcbAssembly.freeShipping')}
            </Badge>
          </Group>
          <Group gap="md" align="center">
            <Button component={Link} to={online ? ORDER_PAGE : QUOTE_PAGE} size="md" data-testid="pcba-cta">
              {online ? t('pcbAssembly.ctaOrder') : t('pcbAssembly.ctaQuote')}
            </Button>
            {!online && (
              <Text size="sm" c="dimmed">
                {t('pcbAssembly.ctaNote')}
              </Text>
            )}
          </Group>
        </Stack>

        <Section id="pcba-capabilities" title={t('pcbAssembly.capabilities.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {CAPABILITIES.map((c) => (
              <Card key={c} withBorder padding="md" radius="md">
                <Title order={3} fz="md" mb={4}>
                  {t(`pcbAssembly.capabilities.${c}.name`)}
                </Title>
                <Text size="sm">{t(`pcbAssembly.capabilities.${c}.text`)}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Section>

        <Section id="pcba-price" title={t('pcbAssembly.price.title')}>
          <Text size="sm" mb="md">
            {t('pcbAssembly.price.intro')}
          </Text>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('pcbAssembly.price.item')}</Table.Th>
                <Table.Th scope="col">{t('pcbAssembly.price.how')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PRICE_LINES.map((line) => (
                <Table.Tr key={line}>
                  <Table.Th scope="row" fw={600} w="38%" style={{ verticalAlign: 'top' }}>
                    {t(`pcbAssembly.price.lines.${line}.name`)}
                  </Table.Th>
                  <Table.Td>{t(`pcbAssembly.price.lines.${line}.text`, { price: format(CERTIFICATION_FROM_CENTS) })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" mt="sm">
            {t('pcbAssembly.price.coupon')}
          </Text>
        </Section>

        <Section id="pcba-files" title={t('pcbAssembly.files.title')}>
          <Stack gap="md">
            <FileCard name={t('pcbAssembly.files.gerber.name')} lines={[t('pcbAssembly.files.gerber.text')]} />
            <FileCard
              name={t('pcbAssembly.files.bom.name')}
              lines={[t('pcbAssembly.files.bom.text')]}
              items={[t('pcbAssembly.files.bom.columns'), t('pcbAssembly.files.bom.rules')]}
            />
            <FileCard
              name={t('pcbAssembly.files.cpl.name')}
              lines={[t('pcbAssembly.files.cpl.text')]}
              items={[t('pcbAssembly.files.cpl.formats'), t('pcbAssembly.files.cpl.rotation')]}
            />
          </Stack>
        </Section>

        <Section id="pcba-faq" title={t('pcbAssembly.faq.title')}>
          <Accordion variant="separated">
            {QUESTIONS.map((q) => (
              <Accordion.Item key={q} value={q}>
                <Accordion.Control>{t(`pcbAssembly.faq.${q}.q`)}</Accordion.Control>
                <Accordion.Panel>{t(`pcbAssembly.faq.${q}.a`)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Section>
      </Stack>
    </Container>
  );
}

/** A titled part of the page; the heading names the region for screen readers. */
const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <Title order={2} id={id} mb="md">
      {title}
    </Title>
    {children}
  </section>
);

const FileCard = ({ name, lines, items = [] }: { name: string; lines: string[]; items?: string[] }) => (
  <Card withBorder padding="md" radius="md">
    <Title order={3} fz="md" mb={4}>
      {name}
    </Title>
    {lines.map((l) => (
      <Text key={l} size="sm">
        {l}
      </Text>
    ))}
    {items.length > 0 && (
      <List size="sm" mt="xs" spacing={4}>
        {items.map((i) => (
          <List.Item key={i}>{i}</List.Item>
        ))}
      </List>
    )}
  </Card>
);
