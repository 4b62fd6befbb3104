/** The card the sign-in, sign-up and password pages stand in (their fields: src/components/ui/form.tsx). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <section className="container-shop flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-xl border border-body-gray bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-gray-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
