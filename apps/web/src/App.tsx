const roles = [
  {
    title: 'Producers',
    text: 'publish base garments — the 3D model, its parts, materials, sizes and cost tiers.',
  },
  {
    title: 'Creators',
    text: 'design on them in a 3D editor and sell as instant purchases, all-or-nothing pre-orders or samples.',
  },
  {
    title: 'Shoppers',
    text: 'browse, customise every allowed part in 3D, share and order — each piece made to order.',
  },
];

/** The holding page shown until the storefront lands. */
export function App() {
  return (
    <main className="landing">
      <p className="landing__brand">Atelier</p>
      <h1>Made-to-order fashion, designed in 3D.</h1>
      <p className="landing__lead">
        A marketplace where every garment is customised in the browser and made for the person who ordered it.
      </p>
      <ul className="landing__roles">
        {roles.map((role) => (
          <li key={role.title}>
            <strong>{role.title}</strong> {role.text}
          </li>
        ))}
      </ul>
      <p className="landing__status">The storefront opens soon. The 3D viewer is live at /viewer/.</p>
    </main>
  );
}
