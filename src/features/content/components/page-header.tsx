/** The heading band of a content page. */
export function PageHeader({
  title,
  titleLang,
  intro,
  children,
}: {
  title: string;
  /** "en" when the title is the English one standing in for a missing translation */
  titleLang?: string;
  intro?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b border-body-gray bg-gradient-to-b from-amber-50/70 to-white">
      <div className="container-shop py-12 md:py-16">
        <h1 lang={titleLang} className="max-w-3xl text-3xl font-extrabold tracking-tight text-ink md:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-3 max-w-2xl text-lg text-gray-600">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
