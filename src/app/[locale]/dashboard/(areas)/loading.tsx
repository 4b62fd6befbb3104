/** Skeleton while a dashboard page loads (1.1 s animation; docs/requirements.md, "Dashboard frame"). */
export default function DashboardLoading() {
  return (
    <div className="space-y-4" aria-busy="true">
      <div className="h-8 w-56 animate-[pulse_1.1s_ease-in-out_infinite] rounded bg-line" />
      <div className="h-[420px] animate-[pulse_1.1s_ease-in-out_infinite] rounded-lg border border-line bg-surface" />
    </div>
  );
}
