// The site's form controls (Fields.tsx), for lead forms and admin forms alike.
export {
  Checkbox,
  CheckboxGroup,
  FieldErrors,
  Label,
  RadioGroup,
  SelectField,
  TextArea,
  TextField,
  type FieldProps,
  type Option,
  type Requirement,
} from "./Fields";
