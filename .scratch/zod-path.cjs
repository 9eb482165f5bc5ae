// Finds static (non-type) import chains from an entry to 'zod' (classic).
const fs=require('fs'),path=require('path');
const root='/work/main';
function resolve(from,spec){
  let base;
  if(spec.startsWith('@/')) base=path.join(root,spec.slice(2));
  else if(spec.startsWith('.')) base=path.resolve(path.dirname(from),spec);
  else return spec;
  for(const ext of ['','.ts','.tsx','/index.ts','/index.tsx']){ if(fs.existsSync(base+ext)&&fs.statSync(base+ext).isFile()) return base+ext; }
  return null;
}
function imports(file){
  const s=fs.readFileSync(file,'utf8');
  const out=[];
  const re=/^(import|export)\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)'/gms;
  let m; while((m=re.exec(s))){ const clause=m[2]; if(/^\{[^}]*\}$/s.test(clause.trim()) && clause.replace(/[{}\s]/g,'').split(',').filter(Boolean).every(x=>x.startsWith('type '))) continue; out.push(m[3]); }
  const re2=/^import\s+'([^']+)'/gm; while((m=re2.exec(s))) out.push(m[1]);
  return out;
}
const target=process.argv[3]||'zod';
const seen=new Map(); const q=[[path.resolve(process.argv[2]),null]];
while(q.length){ const [f,parent]=q.shift(); if(seen.has(f))continue; seen.set(f,parent);
  if(!f.startsWith('/')){ continue;}
  for(const spec of imports(f)){ const r=resolve(f,spec); if(!r)continue; if(r.endsWith('.css'))continue; if(!r.startsWith('/') && r!==target) continue; if(!seen.has(r)) q.push([r,f]); }
}
if(seen.has(target)){ let c=target; const chain=[]; while(c){chain.push(c.replace(root+'/','')); c=seen.get(c);} console.log(chain.reverse().join('\n  -> ')); } else console.log('no path to',target);
