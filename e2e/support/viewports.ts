/** The two widths every screen is looked at: a family on a phone, a tutor on a desktop. */
export const phone = { name: 'phone', width: 390, height: 844 } as const;
export const desktop = { name: 'desktop', width: 1280, height: 800 } as const;
