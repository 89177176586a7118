// Form helpers shared by the web app's forms: zod-checked state, wired Mantine inputs, messages, page titles.
export { useZodForm, type ZodForm, type FormValues, type FormMessage } from './useZodForm';
export { FormAlert } from './FormAlert';
export { FormTextInput, FormPasswordInput } from './fields';
export { usePageTitle } from './page-title';
