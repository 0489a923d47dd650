// One operation of the API reference (/docs): method, path, scopes, parameters, request body, responses and
// their schemas, read from the OpenAPI document.
import styles from './docs.module.css';

export type Json = Record<string, any>;

export const anchor = (op: Json) => String(op.operationId);

function resolve(doc: Json, schema: Json | undefined): Json | undefined {
  if (!schema?.$ref) return schema;
  return doc.components.schemas[String(schema.$ref).split('/').pop()!];
}

export function Operation({ doc, path, method, op }: { doc: Json; path: string; method: string; op: Json }) {
  const root = Boolean(doc.paths[path].servers);
  const body = op.requestBody?.content?.['application/json'];
  const success = Object.entries(op.responses as Json).filter(([s]) => Number(s) < 400);
  const errors = Object.entries(op.responses as Json).filter(([s]) => Number(s) >= 400);
  return (
    <section id={anchor(op)} className={styles.op}>
      <h3>
        <span className={`${styles.method} ${styles[method]}`}>{method}</span>
        <span className={styles.path}>{root ? path : `/api/v1${path}`}</span>
        {op['x-scopes'] && <span className={styles.scope}>{op['x-scopes'] === 'any' ? 'cualquier permiso' : op['x-scopes'].join(' o ')}</span>}
      </h3>
      <p><strong>{op.summary}</strong></p>
      {op.description && op.description.split('\n\n').map((p: string) => <p key={p}>{p}</p>)}
      {op.parameters?.length > 0 && (
        <table className={styles.table}>
          <thead><tr><th>Parámetro</th><th>En</th><th>Obligatorio</th><th>Descripción</th></tr></thead>
          <tbody>
            {op.parameters.map((p: Json) => (
              <tr key={`${p.in}-${p.name}`}>
                <td><code>{p.name}</code></td><td>{p.in}</td><td>{p.required ? 'sí' : 'no'}</td>
                <td>{p.description ?? (p.schema?.enum ? `Uno de: ${p.schema.enum.join(', ')}` : p.schema?.type)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {body && (
        <>
          {body.example && (<><p>Ejemplo de cuerpo:</p><pre>{JSON.stringify(body.example, null, 2)}</pre></>)}
          <details><summary>Esquema del cuerpo</summary><pre>{JSON.stringify(resolve(doc, body.schema), null, 2)}</pre></details>
        </>
      )}
      <table className={styles.table}>
        <thead><tr><th>Estado</th><th>Respuesta</th></tr></thead>
        <tbody>
          {success.map(([status, r]) => (
            <tr key={status}><td><code>{status}</code></td><td>{(r as Json).description}</td></tr>
          ))}
          {errors.map(([status, r]) => (
            <tr key={status}><td><code>{status}</code></td><td>{(r as Json).description}</td></tr>
          ))}
        </tbody>
      </table>
      {success.map(([status, r]) => {
        const json = (r as Json).content?.['application/json'];
        if (!json?.schema || json.schema.type === 'object' && !json.schema.properties) return null;
        return (
          <details key={status}>
            <summary>Esquema de la respuesta {status}</summary>
            {json.example && <pre>{JSON.stringify(json.example, null, 2)}</pre>}
            <pre>{JSON.stringify(resolve(doc, json.schema), null, 2)}</pre>
          </details>
        );
      })}
    </section>
  );
}
