/** A form's own message (not tied to one field), announced when it appears. */
export function FormAlert({ children }: { children?: string | undefined }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}
