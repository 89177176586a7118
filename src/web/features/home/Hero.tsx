// The home page's opening band: headline, a line of text and the two main calls to action.
import { Box, Button, Container, Group, Image, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrency } from '../../shell/currency';
import { pageExists } from '../../shell/site-pages';

interface HeroProps {
  title: string;
  text: string;
  primary: { label: string; to: string };
  secondary: { label: string; to: string };
  /** The "PCB from …" line, given the formatted price. */
  offer?: (price: string) => string;
}

export const Hero = ({ title, text, primary, secondary, offer }: HeroProps) => {
  const { format } = useCurrency();
  return (
    <Box
      component="section"
      c="white"
      py={{ base: 40, sm: 72 }}
      style={{ background: 'linear-gradient(120deg, var(--mantine-color-dark-8) 0%, var(--mantine-color-green-9) 100%)' }}
    >
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" align="center">
          <Box>
            <Title order={1} fz={{ base: 28, sm: 44 }} maw={820} lh={1.15} style={{ textWrap: 'balance' }}>
              {title}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} mt="md" maw={640} c="gray.3">
              {text}
            </Text>
            {offer && (
              <Text mt="sm" fw={700} c="green.2">
                {offer(format(490n))}
              </Text>
            )}
            <Group mt="xl" gap="sm">
              {/* a call to action whose page is not built yet is not shown (issue 8 §7) */}
              {pageExists(primary.to) && (
                <Button component={Link} to={primary.to} size="md" color="green">
                  {primary.label}
                </Button>
              )}
              {pageExists(secondary.to) && (
                <Button component={Link} to={secondary.to} size="md" variant="white" color="dark">
                  {secondary.label}
                </Button>
              )}
            </Group>
          </Box>
          <Image src="/hero-board.svg" alt="" width={380} height={271} w={380} h="auto" visibleFrom="md" style={{ flex: 'none' }} />
        </Group>
      </Container>
    </Box>
  );
};
