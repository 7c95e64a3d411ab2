/**
 * The copied MUI looks the look test guards (looks.spec.ts), each beside the MUI component it copies on the harness
 * page (harness/main.tsx), and the states each pair is compared in. `disabled` and `error` are pairs of their own:
 * they are props, not something a visitor does to the control.
 */
export type LookState = 'rest' | 'hover' | 'focus';

const interactive: LookState[] = ['rest', 'hover', 'focus'];

export const lookPairs = {
  // LookButton and buttonLook's sx (the shell's <a> buttons use the same functions) against MUI's Button.
  'button-contained': interactive,
  'button-contained-secondary-large': interactive,
  'button-contained-error-small': interactive,
  'button-contained-disabled': ['rest'],
  'button-outlined': interactive,
  'button-outlined-secondary-small': interactive,
  'button-outlined-error-large': interactive,
  'button-outlined-disabled': ['rest'],
  'button-text': interactive,
  'button-text-secondary-small': interactive,
  'button-text-error-large': interactive,
  'button-text-disabled': ['rest'],
  'button-icons': interactive,
  // iconButtonSx against MUI's IconButton.
  'icon-button': interactive,
  'icon-button-small': interactive,
  'icon-button-edge-end': interactive,
  'icon-button-disabled': ['rest'],
  // Notice against MUI's Alert.
  'notice-success': ['rest'],
  'notice-info': ['rest'],
  'notice-warning': ['rest'],
  'notice-error': ['rest'],
  'notice-filled-success': ['rest'],
  'notice-filled-info': ['rest'],
  'notice-filled-warning': ['rest'],
  'notice-filled-error': ['rest'],
  // InputField against MUI's TextField (outlined).
  'input-empty': interactive,
  'input-filled': interactive,
  'input-required-hint': interactive,
  'input-error': interactive,
  'input-multiline': interactive,
  'input-shrunk-label': ['rest'],
  // CheckboxField against MUI's Checkbox in a FormControlLabel.
  'checkbox-unticked': interactive,
  'checkbox-ticked': interactive,
  'checkbox-required': ['rest'],
  'checkbox-required-error': ['rest'],
} satisfies Record<string, LookState[]>;

export type LookPairId = keyof typeof lookPairs;
