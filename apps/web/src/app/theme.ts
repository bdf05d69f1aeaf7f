import { type MantineColorsTuple, createTheme } from '@mantine/core';

/** Spec §9: the default theme is dark blue. Shade 9 is the header, 7 the primary actions. */
const vozka: MantineColorsTuple = [
  '#eaf1fb',
  '#d3e0f3',
  '#a6bfe6',
  '#769cd9',
  '#4f7ece',
  '#366bc7',
  '#2760bf',
  '#1a4fa8',
  '#0f3d86',
  '#0b2a5b',
];

export const theme = createTheme({
  primaryColor: 'vozka',
  primaryShade: { light: 7, dark: 5 },
  colors: { vozka },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // A status badge in a narrow table column keeps its whole word instead of an ellipsis ("AC…").
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
  },
});
