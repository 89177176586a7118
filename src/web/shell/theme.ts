import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'green',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "IPAGothic", "Noto Sans JP", sans-serif',
  defaultRadius: 'sm',
  components: {
    // A select's options are rendered when it opens, not kept (hidden) in the page: Mantine keeps them by default, and
    // the PCB form's country, carrier and quantity lists (292 options in all) were re-rendered with every price
    // update, 400 ms of a phone's main thread (×4) after the page loaded (issue 17).
    Combobox: { defaultProps: { keepMounted: false } },
  },
});
