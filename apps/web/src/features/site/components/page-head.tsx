/** A public page's <title> and description (React hoists them into the document head). */
export function PageHead({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
