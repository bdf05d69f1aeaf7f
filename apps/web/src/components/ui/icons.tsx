import type { SVGProps } from 'react';

/** Small stroke icons (the app has no icon library); decorative, the buttons carry the names. */
function Icon({ children, size = 16, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

type IconProps = { size?: number };

/** An icon drawn by stroked paths alone, one `d` a path. */
function pathIcon(...paths: string[]) {
  return (p: IconProps) => (
    <Icon {...p}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </Icon>
  );
}

export const PencilIcon = pathIcon('M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4', 'M13.5 6.5l4 4');
export const TrashIcon = pathIcon('M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3');
export const PlusIcon = pathIcon('M12 5v14M5 12h14');
export const DownloadIcon = pathIcon('M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5 5-5M12 4v12');
export const UploadIcon = pathIcon('M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 9l5-5 5 5M12 4v12');
export const ArrowUpIcon = pathIcon('M12 19V5M5 12l7-7 7 7');
export const ArrowDownIcon = pathIcon('M12 5v14M19 12l-7 7-7-7');

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </Icon>
);

export const CopyIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Icon>
);

export const EyeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
