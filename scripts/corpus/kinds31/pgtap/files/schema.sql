-- Inventory of a regional blood service: donors, collected units and the compatibility rules.
CREATE TABLE donors (
    id          serial PRIMARY KEY,
    donor_no    text NOT NULL UNIQUE,
    blood_type  text NOT NULL,
    last_given  date
);
CREATE TABLE units (
    id           serial PRIMARY KEY,
    unit_no      text NOT NULL UNIQUE,
    donor_id     int NOT NULL REFERENCES donors(id),
    component    text NOT NULL CHECK (component IN ('red cells', 'platelets', 'plasma')),
    blood_type   text NOT NULL,
    collected_on date NOT NULL,
    status       text NOT NULL DEFAULT 'available'
);
-- Red-cell compatibility: which donor types each recipient type may receive.
CREATE TABLE red_cell_compat (recipient text, donor text, PRIMARY KEY (recipient, donor));
INSERT INTO red_cell_compat VALUES
 ('O-','O-'),
 ('O+','O-'),('O+','O+'),
 ('A-','O-'),('A-','A-'),
 ('A+','O-'),('A+','O+'),('A+','A-'),('A+','A+'),
 ('B-','B-'),
 ('B+','O-'),('B+','O+'),('B+','B-'),('B+','B+'),
 ('AB-','O-'),('AB-','A-'),('AB-','B-'),('AB-','AB-'),
 ('AB+','O-'),('AB+','O+'),('AB+','A-'),('AB+','A+'),('AB+','B-'),('AB+','B+'),('AB+','AB-'),('AB+','AB+');

CREATE FUNCTION compatible(recipient text, donor text) RETURNS boolean
LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM red_cell_compat c WHERE c.recipient = $1 AND c.donor = $2)
$$;

CREATE FUNCTION expires_on(component text, collected date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE component
        WHEN 'red cells' THEN collected + 42
        WHEN 'platelets' THEN collected + 5
        WHEN 'plasma'    THEN (collected + interval '1 year')::date
    END
$$;

CREATE FUNCTION may_donate(last_given date, today date) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
    SELECT last_given IS NULL OR today - last_given >= 84
$$;
