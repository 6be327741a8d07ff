/**
 * Every product of the catalogue by key and name (`productName`), in the Products menu's order:
 * small enough for any page, where the entries themselves stay on the server. catalogue.test.ts
 * keeps it equal to the bundled entries.
 */
export const catalogueProducts: readonly { key: string; name: string }[] = [
  { key: "folding-doors/v2", name: "V2 Folding Doors" },
  { key: "folding-doors/aluminum", name: "Aluminum Folding Doors" },
  { key: "folding-doors/aluminum-thermally-controlled", name: "Aluminum Thermally Controlled Folding Doors" },
  { key: "folding-doors/aluminum-wood", name: "Aluminum Wood Folding Doors" },
  { key: "folding-doors/contemporary-clad", name: "Contemporary Clad Folding Doors" },
  { key: "folding-doors/wood", name: "Wood Folding Doors" },
  { key: "folding-doors/vinyl", name: "Vinyl Folding Doors" },
  { key: "sliding-doors/aluminum", name: "Aluminum Sliding Doors" },
  { key: "sliding-doors/aluminum-thermally-controlled", name: "Aluminum Thermally Controlled Sliding Doors" },
  { key: "sliding-doors/aluminum-wood", name: "Aluminum Wood Sliding Doors" },
  { key: "sliding-doors/contemporary-clad", name: "Contemporary Clad Sliding Doors" },
  { key: "swing-doors/v2", name: "V2 Swing Doors" },
  { key: "swing-doors/aluminum", name: "Aluminum Swing Doors" },
  { key: "swing-doors/aluminum-thermally-controlled", name: "Aluminum Thermally Controlled Swing Doors" },
  { key: "swing-doors/aluminum-wood", name: "Aluminum Wood Swing Doors" },
  { key: "swing-doors/contemporary-clad", name: "Contemporary Clad Swing Doors" },
  { key: "swing-doors/wood", name: "Wood Swing Doors" },
  { key: "screens/pleated", name: "Pleated Screens" },
  { key: "screens/non-pleated", name: "Non-Pleated Screens" },
  { key: "windows/v2-direct-set", name: "V2 Direct Set" },
  { key: "windows/servery-window", name: "Servery Windows" },
];
