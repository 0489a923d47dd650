// The "Permisos" checkboxes of the create and edit dialogs (one checkbox per scope of lib/api-keys/scopes.ts).
export function ScopeFieldset({ scopes, checked = [] }: { scopes: { value: string; label: string }[]; checked?: string[] }) {
  return (
    <fieldset className="field">
      <legend className="field-label">Permisos</legend>
      <div className="checkbox-grid">
        {scopes.map((s) => (
          <label key={s.value} className="checkbox-row">
            <input type="checkbox" name="scopes" value={s.value} defaultChecked={checked.includes(s.value)} />
            <span>
              <span className="title">{s.value}</span>
              <br />
              <span className="desc">{s.label}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
