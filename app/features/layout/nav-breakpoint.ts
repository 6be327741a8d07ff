/** SPEC §9: below this width the header shows the Menu button instead of the nav bar (Tailwind's `nav` breakpoint). */
export const NAV_BREAKPOINT_PX = 1114;
