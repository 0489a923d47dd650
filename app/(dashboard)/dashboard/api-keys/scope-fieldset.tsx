// The "Permisos" checkboxes of the create and edit dialogs: the scopes of lib/api-keys/scopes.ts that the signed-in
// member's role may give a key (lib/api-keys/role-scopes.ts, the rule the server applies), so nobody is offered a
// permission the server would refuse. A key being edited may hold scopes beyond the editor's role (an owner made it):
// they are shown checked, to be kept or removed, with a note that the editor could not give them back.
import type { ScopeOption } from './scope-options';

export type { ScopeOption };

export function ScopeFieldset({ scopes, checked = [] }: { scopes: ScopeOption[]; checked?: string[] }) {
  const shown = scopes.filter((s) => s.grantable || checked.includes(s.value));
  return (
    <fieldset className="field">
      <legend className="field-label">Permisos</legend>
      <div className="checkbox-grid">
        {shown.map((s) => (
          <label key={s.value} className="checkbox-row" data-scope={s.value}>
            <input type="checkbox" name="scopes" value={s.value} defaultChecked={checked.includes(s.value)} />
            <span>
              <span className="title">{s.value}</span>
              <br />
              <span className="desc">{s.label}</span>
              {!s.grantable && (
                <>
                  <br />
                  <span className="desc">Tu rol no puede dar este permiso: puedes quitarlo, pero no volver a darlo.</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
