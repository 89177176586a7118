// Mantine stylesheets the order pages use beyond the shell's set (src/web/shell/styles.ts); importing them here
// puts them in the order pages' CSS chunk.
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Fieldset.css';
