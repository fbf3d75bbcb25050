import type { ServiceId } from '../../../machines/domain/constants.ts';

// One line drawing per service, inline (nothing fetched), decorative: the name beside it says it.
const paths: Record<ServiceId, string> = {
  electrical: 'M13 2 4 14h7l-1 8 9-12h-7z',
  plumbing: 'M4 4h6v4h4a4 4 0 0 1 4 4v2h2v6h-6v-6h2v-2h-6v2H4z',
  painting: 'M4 3h13v5H4zM17 5h3v6h-8v3M11 14h2v7h-2z',
  marble: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z',
  general: 'M14 6a4 4 0 0 0-5 5l-6 6 3 3 6-6a4 4 0 0 0 5-5l-3 3-3-3z',
  ac: 'M12 2v20M3 7l18 10M21 7 3 17M9 3l3 3 3-3M9 21l3-3 3 3',
  camera: 'M3 7h4l2-3h6l2 3h4v13H3zM12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  other: 'M5 12h.01M12 12h.01M19 12h.01',
};

export function ServiceIcon({ serviceId, className }: { serviceId: ServiceId; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth={serviceId === 'other' ? 4 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[serviceId]} />
    </svg>
  );
}
