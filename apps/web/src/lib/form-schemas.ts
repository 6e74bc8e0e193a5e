// The contracts' schema modules, loaded when a form first needs them (components/ui/form.tsx): a
// prerendered page with a form starts without building zod schemas.
export const authSchemas = () => import("@studentperks/contracts/auth");
export const merchantSchemas = () => import("@studentperks/contracts/merchants");
