import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'green',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "IPAGothic", "Noto Sans JP", sans-serif',
  defaultRadius: 'sm',
});
