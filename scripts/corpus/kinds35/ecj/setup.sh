# The bake planner of a family bakery with three shops (Java 17 sources, no build tool, compiled with
# the Eclipse compiler ecj from Debian): one class per product line and per shop under src/, old
# code with raw collections, unused imports, boxed-number constructors and unused private fields, so
# ecj's -warn options report a few hundred warnings. Last week Dough.getProvingMinutes() was renamed
# proofMinutes() (the recipes now say 'proof'); RyeSourdoughLine, in the middle of the compile,
# still calls the old name: the one error among the warnings.
python3 - <<'PY'
import os, random
random.seed(35)
pkg = "uk.co.hollins.bakeplan"
base = "src/" + pkg.replace(".", "/")
os.makedirs(base + "/lines", exist_ok=True)
os.makedirs(base + "/shops", exist_ok=True)
open(base + "/Dough.java", "w").write(f"""package {pkg};

public class Dough {{
    private final String name;
    private final int proofMinutes;
    private final int bakeMinutes;
    private final int ovenCelsius;

    public Dough(String name, int proofMinutes, int bakeMinutes, int ovenCelsius) {{
        this.name = name;
        this.proofMinutes = proofMinutes;
        this.bakeMinutes = bakeMinutes;
        this.ovenCelsius = ovenCelsius;
    }}

    public String name() {{ return name; }}
    public int proofMinutes() {{ return proofMinutes; }}
    public int bakeMinutes() {{ return bakeMinutes; }}
    public int ovenCelsius() {{ return ovenCelsius; }}
}}
""")
open(base + "/Line.java", "w").write(f"""package {pkg};

import java.util.List;

public interface Line {{
    String product();
    List plan(int trays);
    int startMinute(int ovenReadyMinute);
}}
""")
lines = ["WhiteTinLoaf", "WholemealBloomer", "Granary", "SeededBatch", "Baguette", "Ciabatta", "Focaccia", "Brioche",
         "Croissant", "PainAuChocolat", "CinnamonSwirl", "HotCrossBun", "Bagel", "EnglishMuffin", "Crumpet", "Scone",
         "RyeSourdough", "WhiteSourdough", "SpeltLoaf", "Cottage", "Bap", "FruitLoaf", "Teacake", "Stollen", "Panettone",
         "Pretzel", "Challah", "Danish", "Eccles", "Pasty"][:19]
for i, n in enumerate(lines):
    proof = random.choice([45, 60, 90, 120, 180, 720])
    bake = random.choice([12, 18, 25, 35, 40, 55])
    temp = random.choice([180, 200, 220, 230, 240])
    call = "dough.getProvingMinutes()" if n == "RyeSourdough" else "dough.proofMinutes()"
    extra_imports = "".join(f"import java.util.{c};\n" for c in random.sample(["Map", "HashMap", "Set", "HashSet", "Optional", "Iterator", "Collections", "LinkedList"], 3))
    fields = "".join(f"    private int {f} = {random.randint(1, 9)};\n" for f in random.sample(["spareTrays", "lastRun", "batchNo", "scrapCount", "rackNo", "mixerNo"], 2))
    open(f"{base}/lines/{n}Line.java", "w").write(f"""package {pkg}.lines;

import java.util.ArrayList;
import java.util.List;
{extra_imports}import {pkg}.Dough;
import {pkg}.Line;

public class {n}Line implements Line {{
    private final Dough dough = new Dough("{n}", {proof}, {bake}, {temp});
{fields}
    public String product() {{ return "{n}"; }}

    public List plan(int trays) {{
        List out = new ArrayList();
        for (int t = 0; t < trays; t++) {{
            out.add(new Integer(t * {bake}));
        }}
        return out;
    }}

    public int startMinute(int ovenReadyMinute) {{
        Integer proof = new Integer({call});
        return ovenReadyMinute - proof.intValue();
    }}
}}
""")
for s in ["Market", "Station", "Harbour"]:
    imps = "".join(f"import {pkg}.lines.{n}Line;\n" for n in random.sample(lines, 8))
    open(f"{base}/shops/{s}Shop.java", "w").write(f"""package {pkg}.shops;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
{imps}
public class {s}Shop {{
    private Map orders = new HashMap();
    private List lines = new ArrayList();
    private long openedAt = new Long(0L).longValue();

    public void order(String product, int trays) {{
        orders.put(product, new Integer(trays));
    }}

    public int trays(String product) {{
        Integer n = (Integer) orders.get(product);
        return n == null ? 0 : n.intValue();
    }}
}}
""")
PY
