(ns depot.pallets
  "Loading plan of a parcel depot: pallets onto trailers by weight, height and drop order.")

(def trailer {:max-kg 24000 :max-pallets 33 :max-height-cm 270})

(defn pallet-weight [{:keys [parcels tare-kg]}]
  (+ tare-kg (reduce + 0 (map :kg parcels))))

(defn fits? [load pallet]
  (and (< (count load) (:max-pallets trailer))
       (< (+ (reduce + 0 (map pallet-weight load)) (pallet-weight pallet)) (:max-kg trailer))
       (<= (:height-cm pallet) (:max-height-cm trailer))))

(defn plan-trailer
  "Pallets in reverse drop order (last stop loaded first), as many as fit."
  [route pallets]
  (let [stop-index (zipmap route (range))
        ordered (sort-by (comp - stop-index :stop) pallets)]
    (println (format "[plan] route %s: %d pallets offered" (first route) (count pallets)))
    (let [load (reduce (fn [load p]
                         (if (fits? load p)
                           (conj load p)
                           (do (println (format "[plan]   %s for %s held back (%d kg, %d cm)" (:id p) (:stop p) (pallet-weight p) (:height-cm p)))
                               load)))
                       [] ordered)]
      (println (format "[plan] route %s: loaded %d pallets, %d kg, %d held back"
                       (first route) (count load) (reduce + 0 (map pallet-weight load)) (- (count pallets) (count load))))
      load)))
