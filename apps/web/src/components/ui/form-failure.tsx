/**
 * A refusal that concerns no one field, said beside the form's button (a toast in the far corner is
 * easy to miss, and gone a few seconds later). The button names it as its description.
 */
export function FormFailure({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
      {message}
    </p>
  );
}
